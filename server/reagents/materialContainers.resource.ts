// A container's (bottle's) server side (issue 34 item 1). Containers belong to an accepted lot: the acceptance makes
// them (server/reagents/materialLots.resource.ts), and a container found later is added to the accepted lot; each is
// numbered from its lot (R0012-01, printed as text and QR code on its label) and keeps until its lot expires. Opening
// one stamps the lab's day and shortens its use-by to the material's shelf life once opened, never past the lot's.
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { findBy, labToday, load, unitOf, type Row } from '../workflow/store.ts';
import { addCalendarDays } from '../../schemas/core/dates.ts';
import './messages.ts';

/** A lot's nth container: R + the lot's id (4 digits at least) + the bottle's number, e.g. R0012-01. */
export const containerNo = (lotId: number, n: number) => `R${String(lotId).padStart(4, '0')}-${String(n).padStart(2, '0')}`;

/** The container's lot, which must be accepted for a container to be added (refused by field) or opened. */
async function acceptedLot(lotId: number, args: HookArgs, byField = false): Promise<Row> {
  const lot = await load(unitOf(args.tx, args.ctx), 'materialLots', lotId);
  if (lot.status === 'accepted') return lot;
  const params = { lot: String(lot.lotNo) };
  if (!byField) throw conflict('reagents.lotNotAccepted', params);
  const message = translate(args.ctx.lang, 'reagents.lotNotAccepted', params);
  throw badRequest('error.validation', { fields: 'lotId' }, [{ field: 'lotId', message }]);
}

/** The use-by of a container opened on `openedOn`: its lot's expiry, or the shelf life once opened if that ends earlier. */
export function openedExpiry(lotExpiresOn: string, openedOn: string, shelfLifeOpenedDays?: number | null): string {
  if (!shelfLifeOpenedDays) return lotExpiresOn;
  const end = addCalendarDays(openedOn, shelfLifeOpenedDays);
  return end < lotExpiresOn ? end : lotExpiresOn;
}

export default serverResource('materialContainers', {
  beforeCreate: [
    async (data, args) => {
      const lot = await acceptedLot(Number(data.lotId), args, true);
      const n = (await findBy(unitOf(args.tx, args.ctx), 'materialContainers', 'lotId', lot.id)).length + 1;
      return { ...data, containerNo: containerNo(Number(lot.id), n), expiresOn: lot.expiresOn };
    },
  ],
  beforeTransition: [
    async (name, p, args) => {
      if (name !== 'open') return p;
      const lot = await acceptedLot(Number(args.before!.lotId), args);
      const material = await load(unitOf(args.tx, args.ctx), 'materials', Number(lot.materialId));
      const openedOn = await labToday(unitOf(args.tx, args.ctx));
      return { ...p, openedOn, expiresOn: openedExpiry(String(lot.expiresOn), openedOn, material.shelfLifeOpenedDays as number | null) };
    },
  ],
});
