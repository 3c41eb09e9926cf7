import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  PROFILE_MESSAGES,
  profileUpdateSchema,
  RESPONSE_TIMES,
  type OwnProfile,
} from '@teenfreelance/contracts/profiles';
import { NOTIFICATION_TEXTS } from '@teenfreelance/contracts/notifications';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SkillsInput } from './skills-input.tsx';

/** Edit mode: the same schema as the server, so the messages are the specification's. */
export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const isFreelancer = profile.role === 'freelancer';
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: profile.name,
      bio: profile.bio ?? '',
      skills: profile.skills,
      ...(isFreelancer ? { responseTime: RESPONSE_TIMES.find((time) => time === profile.responseTime) ?? null } : {}),
      phone: profile.phone ?? '',
      personalInfo: {
        firstName: profile.personalInfo.firstName ?? '',
        lastName: profile.personalInfo.lastName ?? '',
        city: profile.personalInfo.city ?? '',
        country: profile.personalInfo.country ?? '',
      },
      messageEmails: profile.messageEmails,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.updated);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          toast.error(PROFILE_MESSAGES.updateFailedTitle, { description: PROFILE_MESSAGES.noUser });
          return;
        }
        // The server screens the name (decision 0062): its message goes by the field.
        applyServerFieldErrors(form, error, ['name'], { shouldFocus: true });
        toast.error(PROFILE_MESSAGES.updateFailedTitle, {
          description: errorMessage(error, PROFILE_MESSAGES.updateFailedFallback),
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Edit profile">
      <FormField label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField label="Bio" error={errors.bio?.message} hint="Tell buyers about yourself (at least 10 characters).">
        {(control) => <Textarea {...control} rows={5} {...form.register('bio')} />}
      </FormField>
      {isFreelancer && (
        <>
          <FormField label="Skills" error={errors.skills?.message ?? errors.skills?.root?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="skills"
                render={({ field }) => (
                  <SkillsInput
                    id={control.id}
                    describedBy={control['aria-describedby']}
                    value={field.value ?? []}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label="Response time" error={errors.responseTime?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="responseTime"
                render={({ field }) => (
                  <Select
                    {...control}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  >
                    <option value="">Not set</option>
                    {RESPONSE_TIMES.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </Select>
                )}
              />
            )}
          </FormField>
        </>
      )}
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Personal Info (only you can see this)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.personalInfo?.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('personalInfo.firstName')} />}
          </FormField>
          <FormField label="Last name" error={errors.personalInfo?.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('personalInfo.lastName')} />}
          </FormField>
          <FormField label="City" error={errors.personalInfo?.city?.message}>
            {(control) => <Input {...control} autoComplete="address-level2" {...form.register('personalInfo.city')} />}
          </FormField>
          <FormField label="Country" error={errors.personalInfo?.country?.message}>
            {(control) => <Input {...control} autoComplete="country-name" {...form.register('personalInfo.country')} />}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
          </FormField>
        </div>
      </fieldset>
      <CheckboxField label={NOTIFICATION_TEXTS.messageEmailsLabel} {...form.register('messageEmails')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
