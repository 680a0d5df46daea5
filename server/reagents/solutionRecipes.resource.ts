// A recipe's server side (issue 34 item 2): each parent names exactly one of a catalogue item (any accepted lot of it
// is picked when the recipe is used) or the recipe of a parent solution, never itself; refused by field, nothing
// written. A solution form fills itself from a recipe and the person picks the actual lots and solutions.
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { Row } from '../workflow/store.ts';
import './preparation/messages.ts';

type RecipeParent = { materialId?: number; recipeId?: number };

function checked(data: Row, args: HookArgs): Row {
  if (!('parents' in data)) return data;
  const lang = args.ctx.lang;
  const errors = ((data.parents ?? []) as RecipeParent[]).flatMap((p, i) => {
    if ((p.materialId === undefined) === (p.recipeId === undefined))
      return [{ field: `parents.${i}.materialId`, message: translate(lang, 'reagents.prep.recipeParent') }];
    if (p.recipeId !== undefined && args.before && Number(p.recipeId) === Number(args.before.id))
      return [{ field: `parents.${i}.recipeId`, message: translate(lang, 'reagents.prep.recipeSelf') }];
    return [];
  });
  if (errors.length) throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
  return data;
}

export default serverResource('solutionRecipes', {
  beforeCreate: [(data, args) => checked(data, args)],
  beforeUpdate: [(data, args) => checked(data, args)],
});
