/**
 * What the contact form's fields accept, without the validation library: the form's inputs need
 * these at once, while the schema (schemas.ts) loads when the visitor starts filling the form.
 * Limits: the spec leaves them open; these fit any real name, phone or note.
 */
export const CONTACT_LIMITS = {
  name: 100,
  phoneMin: 9,
  phoneMax: 15,
  email: 254,
  city: 60,
  message: 2000,
} as const;

/** Keeps digits only: the phone field strips everything else as the visitor types. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
