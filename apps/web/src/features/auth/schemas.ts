import { newPasswordSchema, registerBodySchema } from '@nfc/contract/auth';
import { z } from 'zod';

const confirmationSchema = z.string().min(1, { error: 'validation.required' });

/** The contract's registration body plus a confirmation field that never leaves the browser. */
export const registerFormSchema = registerBodySchema
  .omit({ language: true })
  .extend({ confirmPassword: confirmationSchema })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMatch',
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmationSchema })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMatch',
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
