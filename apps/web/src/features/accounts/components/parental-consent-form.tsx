import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  giveParentalConsentSchema,
  PARENT_RELATIONSHIPS,
  type ParentRelationship,
} from '@teenfreelance/contracts/accounts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useGiveParentalConsent } from '../api/give-parental-consent.ts';
import { useParentalConsent } from '../api/get-parental-consent.ts';
import { useParentDeleteAccount } from '../api/parent-delete-account.ts';
import { ParentDeletion } from './parent-deletion.tsx';
import { PARENT_DELETE_TEXTS } from '@teenfreelance/contracts/privacy';

const NO_TOKEN = 'This consent link is incomplete. Please open the link from the email exactly as it was sent.';

// The token comes from the link, not from the form.
const consentFormSchema = giveParentalConsentSchema.omit({ token: true }).extend({
  agree: z.boolean().refine((value) => value, 'You must agree to give consent'),
});
type ConsentFormInput = z.input<typeof consentFormSchema>;
type ConsentFormValues = z.output<typeof consentFormSchema>;

const RELATIONSHIPS = Object.entries(PARENT_RELATIONSHIPS) as [ParentRelationship, string][];

/** What the parent agrees to, said plainly. */
function ConsentTerms({ teenName, parentName }: { teenName: string; parentName: string }) {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <strong>{teenName}</strong> has created a freelancer account on TeenFreelance and named you,{' '}
        <strong>{parentName}</strong>, as their parent or guardian. By giving consent, you agree that:
      </p>
      <ul className="grid list-disc gap-2 pl-5">
        <li>{teenName} may offer services on TeenFreelance and be hired by buyers.</li>
        <li>
          Buyers pay through the platform: {teenName} is paid through TeenFreelance, never in cash or outside apps.
        </li>
        <li>
          Messages with minors are protected: email addresses, phone numbers and links to outside messaging or payment
          apps are hidden in {teenName}’s conversations, and anyone can be reported or blocked.
        </li>
        <li>
          You can withdraw your consent at any time by{' '}
          <Link to={paths.help.getHref()} className="text-link">
            contacting support
          </Link>
          ; {teenName}’s services are then hidden again.
        </li>
      </ul>
      <p className="text-muted-foreground">
        Until you consent, {teenName}’s services stay private and cannot be bought. We keep a record of your consent:
        the name and relationship you confirm below, the time, and your network address and browser. We also let{' '}
        {teenName} know by email.
      </p>
    </div>
  );
}

function ConsentForm({
  token,
  teenName,
  give,
}: {
  token: string;
  teenName: string;
  give: ReturnType<typeof useGiveParentalConsent>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConsentFormInput, unknown, ConsentFormValues>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: { parentName: '', agree: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    ({ parentName, relationship }) => {
      setFormError(null);
      give.mutate(
        { token, parentName, relationship, agree: true },
        { onError: (error) => setFormError(errorMessage(error, 'Consent could not be recorded. Please try again.')) },
      );
    },
    () => setFormError('Please correct the errors in the form'),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {formError && <Alert variant="error">{formError}</Alert>}
      <FormField label="Your full name" error={errors.parentName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('parentName')} />}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={Boolean(errors.relationship)}
        aria-describedby={errors.relationship ? 'consent-relationship-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Your relationship to {teenName}</legend>
        <div className="flex flex-wrap gap-6">
          {RELATIONSHIPS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="size-4 accent-primary focus-ring"
                {...form.register('relationship')}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.relationship?.message && (
          <p id="consent-relationship-error" className="text-sm font-medium text-destructive">
            {errors.relationship.message}
          </p>
        )}
      </fieldset>
      <CheckboxField
        label={`I agree: I am ${teenName}’s parent or legal guardian and I give my consent.`}
        error={errors.agree?.message}
        {...form.register('agree')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={give.isPending}>
        {give.isPending ? 'Recording consent...' : 'Give Consent'}
      </Button>
    </form>
  );
}

/** The page a parent reaches from the consent email: who the teen is, what they agree to, and the form. */
export function ParentalConsent({ token }: { token: string }) {
  const request = useParentalConsent(token);
  const give = useGiveParentalConsent();
  const removal = useParentDeleteAccount();
  if (removal.isSuccess) return <Alert variant="success">{PARENT_DELETE_TEXTS.done}</Alert>;
  if (give.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          Thank you. Your consent has been recorded: {give.data.teenName} can now offer their services on TeenFreelance.
        </Alert>
        <p>
          Next, set a password for your family account: you will see {give.data.teenName}’s gigs, orders and earnings,
          and you can pause their selling or withdraw your consent at any time. We emailed you the same link.
        </p>
        <Link to={paths.familyJoin.getHref(give.data.familyToken)} className={buttonClasses({ size: 'lg' })}>
          Create your family account
        </Link>
      </div>
    );
  }

  if (!token) return <Alert variant="error">{NO_TOKEN}</Alert>;
  if (request.isPending) {
    return (
      <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading the consent request">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (request.isError) {
    // An expired or used link (404) and the teen's own session (403) stay refused: retrying cannot help.
    const isRefused = isApiError(request.error) && (request.error.status === 404 || request.error.status === 403);
    return (
      <div className="grid gap-4">
        <Alert variant="error">{errorMessage(request.error, 'The consent request could not be loaded.')}</Alert>
        {!isRefused && (
          <Button variant="outline" onClick={() => void request.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ConsentTerms teenName={request.data.teenName} parentName={request.data.parentName} />
      <ConsentForm token={token} teenName={request.data.teenName} give={give} />
      <ParentDeletion token={token} removal={removal} />
    </div>
  );
}
