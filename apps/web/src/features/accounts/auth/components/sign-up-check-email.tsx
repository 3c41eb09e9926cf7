import { SIGN_UP_LINK_HOURS } from '@teenfreelance/contracts/auth';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useResendSignUp } from '../api/resend-sign-up.ts';

/**
 * What the register page shows once the form is sent: the same for a new and a
 * registered address (the server answers both alike; decision 0066), naming the
 * address, with a resend and a way back to the form.
 */
export function SignUpCheckEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const resend = useResendSignUp();
  return (
    <section aria-labelledby="check-email-heading" className="grid gap-4 text-center">
      <h2 id="check-email-heading" className="text-xl font-semibold">
        Check your email
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a link to <strong className="text-foreground">{email}</strong>. Follow it to finish creating your
        account. It works for {SIGN_UP_LINK_HOURS} hours.
      </p>
      {resend.isSuccess && <Alert variant="success">We sent another email to {email}.</Alert>}
      {resend.isError && <Alert variant="error">{errorMessage(resend.error, 'Could not send the email again')}</Alert>}
      <Button type="button" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate({ email })}>
        {resend.isPending ? 'Sending...' : 'Resend email'}
      </Button>
      <Button type="button" variant="ghost" onClick={onChangeEmail}>
        Use a different email
      </Button>
    </section>
  );
}
