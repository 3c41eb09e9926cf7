import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FAMILY_TEXTS as T, familyJoinSchema, type FamilyJoinInput } from '@teenfreelance/contracts/family';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { useFamilyInvite, useJoinFamily } from '../api/family.ts';

function PasswordForm({ token, email }: { token: string; email: string }) {
  const join = useJoinFamily();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FamilyJoinInput>({
    resolver: zodResolver(familyJoinSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: FamilyJoinInput) {
    setFormError(null);
    try {
      await join.mutateAsync(input);
      await navigate(paths.family.getHref());
    } catch (error) {
      applyServerFieldErrors(form, error, ['password', 'confirmPassword']);
      setFormError(errorMessage(error, T.linkInvalid));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4">
      {formError && <Alert variant="error">{formError}</Alert>}
      <p className="text-sm">
        {T.joinEmail} <strong>{email}</strong>
      </p>
      <FormField label={T.password} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label={T.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? T.creating : T.create}
      </Button>
    </form>
  );
}

function LinkToSignedIn({ token, teenName }: { token: string; teenName: string }) {
  const join = useJoinFamily();
  const navigate = useNavigate();
  return (
    <div className="grid gap-4">
      <p>{T.linkIntro(teenName)}</p>
      {join.isError && <Alert variant="error">{errorMessage(join.error, T.linkInvalid)}</Alert>}
      <Button
        size="lg"
        disabled={join.isPending}
        onClick={() => join.mutate({ token }, { onSuccess: () => void navigate(paths.family.getHref()) })}
      >
        {join.isPending ? T.creating : T.link}
      </Button>
    </div>
  );
}

/**
 * /family/join?token=…, from the consent page or the email: the parent sets a
 * password for their family account, or, signed in to one, adds this teen to it.
 */
export function FamilyJoin({ token }: { token: string }) {
  const invite = useFamilyInvite(token);
  const { user } = useSession();
  if (!token || invite.isError) {
    return (
      <div className="grid gap-2">
        <Alert variant="error">{errorMessage(invite.error, T.linkInvalid)}</Alert>
        <p className="text-sm text-muted-foreground">{T.linkInvalidHint}</p>
      </div>
    );
  }
  if (invite.isPending) {
    return (
      <div role="status" className="grid gap-3" aria-busy="true" aria-label={T.loading}>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const { teenName, email, accountExists } = invite.data;
  if (user?.role === 'guardian') return <LinkToSignedIn token={token} teenName={teenName} />;
  return (
    <div className="grid gap-6">
      <p>{T.joinIntro(teenName)}</p>
      {accountExists ? <Alert variant="info">{T.signInFirst}</Alert> : <PasswordForm token={token} email={email} />}
    </div>
  );
}
