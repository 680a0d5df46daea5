import { installCatalogue } from './index.ts';

export default installCatalogue;
