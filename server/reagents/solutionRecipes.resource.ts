// A recipe's server side (issue 34 item 2): each parent names exactly one of a catalogue item (any accepted lot of it
// is picked when the recipe is used) or the recipe of a parent solution, never itself; refused by field, nothing
// written. A solution form fills itself from a recipe and the person picks the actual lots and solutions.
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { Row } from '../workflow/store.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import './preparation/messages.ts';

type RecipeParent = { materialId?: number; recipeId?: number; amount: string; amountUnit: string; amountTolerance?: string };

/** a stated quantity that is not greater than 0 (an absent optional one is fine) */
const notPositive = (v: unknown) => v !== undefined && v !== null && !new Dec(String(v)).gt(0);
/** the volume taken, in mL (a mass: none) */
const VOLUME_ML: Record<string, string> = { mL: '1', µL: '0.001' };

/**
 * The recipe as a whole, by field: each parent names one source (never the recipe itself), its amount and tolerance
 * are greater than 0, a volume taken fits the flask, and the flask's volume and tolerance are greater than 0 — the
 * quantities a solution made from it is refused for (schemas/reagents/prepare.ts), refused here already.
 */
function checked(data: Row, args: HookArgs): Row {
  const recipe = { ...(args.before ?? {}), ...data };
  const lang = args.ctx.lang;
  const field = (name: string, key: string) => ({ field: name, message: translate(lang, key) });
  const finalVolume = recipe.finalVolume;
  const errors = ((recipe.parents ?? []) as RecipeParent[]).flatMap((p, i) => {
    if ((p.materialId === undefined) === (p.recipeId === undefined)) return [field(`parents.${i}.materialId`, 'reagents.prep.recipeParent')];
    if (p.recipeId !== undefined && args.before && Number(p.recipeId) === Number(args.before.id))
      return [field(`parents.${i}.recipeId`, 'reagents.prep.recipeSelf')];
    if (notPositive(p.amount)) return [field(`parents.${i}.amount`, 'reagents.prep.notPositive')];
    if (notPositive(p.amountTolerance)) return [field(`parents.${i}.amountTolerance`, 'reagents.prep.notPositive')];
    const ml = VOLUME_ML[p.amountUnit];
    if (ml && finalVolume !== undefined && new Dec(String(p.amount)).times(ml).gt(new Dec(String(finalVolume))))
      return [field('finalVolume', 'reagents.prep.smallerVolume')];
    return [];
  });
  if (notPositive(finalVolume)) errors.push(field('finalVolume', 'reagents.prep.notPositive'));
  if (notPositive(recipe.flaskTolerance)) errors.push(field('flaskTolerance', 'reagents.prep.notPositive'));
  if (errors.length) throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
  return data;
}

export default serverResource('solutionRecipes', {
  beforeCreate: [(data, args) => checked(data, args)],
  beforeUpdate: [(data, args) => checked(data, args)],
});
