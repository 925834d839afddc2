import { z } from 'zod';
import { languages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, registrationCountries } from './constants.ts';
import { plainText } from './text.ts';
import { userSchema } from './users.ts';

const requiredText = (max: number) =>
  plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const emailSchema = plainText({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }));

export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordMax' });

export const postalCodeSchema = plainText({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4,5}$/, { error: 'validation.postalCode' });

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  organisationName: requiredText(200),
  contactFirstName: requiredText(100),
  contactLastName: requiredText(100),
  organisationStreet: requiredText(200),
  organisationNumber: requiredText(20),
  organisationPlz: postalCodeSchema,
  organisationCity: requiredText(100),
  organisationCountry: z.enum(registrationCountries, { error: 'validation.country' }),
  language: z.enum(languages).optional().describe('Language of the mails sent to the user'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** request-password-reset and reset-password answer `{ data: { message } }` (spec call table). */
export const dataMessageResponseSchema = z.object({ data: messageResponseSchema });
export type DataMessageResponse = z.infer<typeof dataMessageResponseSchema>;

export const updateProfileBodySchema = z.object({
  organisationName: requiredText(200),
  organisationStreet: plainText().trim().max(200, { error: 'validation.tooLong' }).optional().default(''),
  organisationNumber: plainText().trim().max(20, { error: 'validation.tooLong' }).optional().default(''),
  organisationPlz: plainText()
    .trim()
    .regex(/^(\d{4,5})?$/, { error: 'validation.postalCode' })
    .optional()
    .default(''),
  organisationCity: requiredText(100),
  organisationCountry: plainText().trim().max(100, { error: 'validation.tooLong' }).optional().default(''),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const profileResponseSchema = userSchema;
