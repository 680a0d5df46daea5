// Login form validation: the messages are i18n keys (English: 'Please enter Username', ...).
export interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
  rememberMe: boolean;
}
export type LoginErrors = Partial<Record<'username' | 'password' | 'captchaCode', string>>;

export const MIN_PASSWORD = 6;

export function validateLogin(v: LoginValues): LoginErrors {
  const e: LoginErrors = {};
  if (!v.username.trim()) e.username = 'app.login.usernameRequired';
  if (!v.password) e.password = 'app.login.passwordRequired';
  else if (v.password.length < MIN_PASSWORD) e.password = 'app.login.passwordMin';
  if (!v.captchaCode.trim()) e.captchaCode = 'app.login.captchaRequired';
  return e;
}
