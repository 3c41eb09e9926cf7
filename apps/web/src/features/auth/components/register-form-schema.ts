import { z } from 'zod';
import { signUpSchema } from '@teenfreelance/contracts/auth';

/**
 * The register form: the contract's sign-up fields plus what only the form
 * asks (confirmation, terms). The accounts feature extends this with the
 * under-18 question and the parental consent section.
 */
export const registerFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((value) => value, 'You must agree to the Terms of Service'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
