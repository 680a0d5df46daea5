import { serverResource, type DataHook } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { PUBLIC_URL_KEY, validPublicUrl } from '../db/settings.ts';
import { EXPIRY_DAYS_KEY, validExpiryDays } from '../reagents/alerts.ts';

/** The lab's public address is printed in every report's QR code: a typo there sends readers nowhere, so it is checked. */
const publicUrl: DataHook = (data, { before, ctx }) => {
  const key = data.configKey ?? before?.configKey;
  const value = String(data.configValue ?? '').trim();
  if (key !== PUBLIC_URL_KEY || value === '' || validPublicUrl(value)) return data;
  const message = translate(ctx.lang, 'error.publicUrl');
  throw badRequest('error.publicUrl', {}, [{ field: 'configValue', message }]);
};

/** The reagent alert window is a whole number of days (a blank is unset: 30). */
const expiryDays: DataHook = (data, { before, ctx }) => {
  const key = data.configKey ?? before?.configKey;
  const value = String(data.configValue ?? '').trim();
  if (key !== EXPIRY_DAYS_KEY || !('configValue' in data) || value === '' || validExpiryDays(value)) return data;
  throw badRequest('error.validation', { fields: 'configValue' }, [{ field: 'configValue', message: translate(ctx.lang, 'reagents.expiryDays') }]);
};

export default serverResource('configs', { beforeCreate: [publicUrl, expiryDays], beforeUpdate: [publicUrl, expiryDays] });
