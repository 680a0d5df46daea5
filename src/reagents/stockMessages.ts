// The reagent inventory's screen texts (issue 34 items 1 and 5) as [中文, English] pairs under `stock`: the lot's page
// and the dashboard's alert card. Field labels come from the declarations (schemas/reagents).
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';

const stock: PairTree = {
  labels: ['打印容器标签', 'Print container labels'],
  certificate: {
    open: ['打开证书', 'Open the certificate'],
    upload: ['上传证书文件', 'Upload the certificate'],
    none: ['无证书文件', 'No certificate file'],
    beforeAccept: ['有证标准物质须先上传证书文件，方可验收', "A certified reference material's lot is accepted only once its certificate is attached"],
  },
  containers: {
    afterAcceptance: ['验收后按数量生成容器（瓶）', 'The containers are made when the lot is accepted'],
    none: ['没有容器', 'No containers'],
  },
  alerts: {
    title: ['试剂与标准溶液提醒', 'Reagents and solutions'],
    expiring: ['%{days} 天内到期', 'Expiring within %{days} days'],
    lowStock: ['低于最低库存', 'Below minimum stock'],
    expired: ['已过期 %{date}', 'Expired %{date}'],
    expiresOn: ['%{date} 到期', 'Expires %{date}'],
    stock: ['库存 %{n} / 最低 %{min}', '%{n} in store / minimum %{min}'],
    none: ['没有临期或短缺的试剂', 'Nothing expiring or running low'],
    kind: {
      lot: ['批次', 'Lot'],
      container: ['已开封容器', 'Opened container'],
      solution: ['标准溶液', 'Solution'],
    },
  },
};

const [zh, en] = split({ stock });
export const stockMessages: { 'zh-cn': Tree; en: Tree } = { 'zh-cn': zh, en };
