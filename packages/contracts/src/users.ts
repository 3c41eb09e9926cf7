import { z } from 'zod';

export const roles = ['buyer', 'freelancer', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may choose at sign-up. Admin is never self-assigned. */
export const signUpRoleSchema = z.enum(['buyer', 'freelancer']);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

/** The signed-in user as the web app sees it (`GET /api/auth/session`). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isPro: z.boolean(),
  avatarUrl: z.string().nullable(),
  provider: z.enum(['password', 'google']),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
