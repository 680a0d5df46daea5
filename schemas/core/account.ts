// What a signed-in person may change of their own account (server/system/users/routes.ts, the personal centre
// src/pages/profile/ProfilePage.tsx): the bodies of PUT /users/profile, /users/password, /users/mobile and
// /users/email. Declared once so that the page validates with what the server checks.
import { z } from 'zod';

export const accountPassword = z.string().min(6, { error: 'auth.passwordMin' }).max(128);
export const accountMobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: 'validation.mobile' });
export const accountEmail = z.email({ error: 'validation.email' }).max(128);
const code = z.string().regex(/^\d{6}$/, { error: 'validation.invalid' });

export const profileBody = z.strictObject({
  nickname: z.string().trim().min(1).max(64).optional(),
  // a value of the gender dictionary (checked by the write path): the document says so as the users resource does
  gender: z.string().max(64).meta({ 'x-dict': 'gender' }).optional(),
  avatar: z.string().max(500).optional(),
});
export const passwordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: accountPassword,
  confirmPassword: z.string().max(128).optional(),
});
export const mobileBody = z.object({ mobile: accountMobile, code });
export const emailBody = z.object({ email: accountEmail, code });

export type ProfileBody = z.infer<typeof profileBody>;
export type PasswordBody = z.infer<typeof passwordBody>;
