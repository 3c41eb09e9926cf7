import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAME_CONTACT_DETAILS } from '@teenfreelance/contracts/accounts';
import { NOTIFICATION_TEXTS } from '@teenfreelance/contracts/notifications';
import type { OwnProfile, PublicProfile } from '@teenfreelance/contracts/profiles';
import { LAZY, renderWithRouter } from '../../../../testing/render.tsx';
import { ProfileView } from './profile-view.tsx';

const base: PublicProfile = {
  id: 'u1',
  name: 'Maya Chen',
  avatarUrl: null,
  role: 'freelancer',
  isPro: true,
  bio: 'I design logos and brand kits for small businesses, school clubs and local shops. I love clean shapes and bold colours.',
  skills: ['Logo design', 'Figma'],
  responseTime: 'Within 1 hour',
  memberSince: '2026-03-01T00:00:00.000Z',
  averageRating: 4.8,
  reviewCount: 4,
  serviceCount: 2,
  location: null,
};

const own: OwnProfile = {
  ...base,
  email: 'maya@example.com',
  phone: null,
  personalInfo: { firstName: 'Maya', lastName: 'Chen', city: 'Leeds', country: 'UK' },
  isMinor: true,
  dateOfBirth: '2010-05-01',
  parentalConsent: 'pending',
  provider: 'password',
  messageEmails: true,
};

describe('ProfileView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a public freelancer profile: PRO badge, rating, About, Services and Reviews tabs, no Personal Info', () => {
    renderWithRouter(<ProfileView profile={base} isOwner={false} services={<p>gigs here</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getByText('PRO Freelancer')).toBeInTheDocument();
    expect(screen.getByText('4.8 (4 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2026')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['About', 'Services', 'Reviews']);
    expect(screen.queryByRole('button', { name: /Edit Profile/ })).not.toBeInTheDocument();
    // Initials drawn locally when there is no picture.
    expect(screen.getByRole('img', { name: 'Maya Chen' }).textContent).toBe('MC');
  });

  it('collapses the bio at 100 characters with Show more / Show less', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProfileView profile={base} isOwner={false} />);
    expect(screen.queryByText(base.bio ?? '')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(base.bio ?? '')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(base.bio ?? '')).not.toBeInTheDocument();
  });

  it('hides Services for buyers', () => {
    renderWithRouter(<ProfileView profile={{ ...base, role: 'buyer', isPro: false }} isOwner={false} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['About']);
  });

  it('shows the owner Personal Info, the consent status and the edit form with the schema messages', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ProfileView profile={own} isOwner consentAction={<button type="button">Resend consent email</button>} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Info',
      'About',
      'Services',
      'Reviews',
    ]);
    expect(screen.getByText('Waiting for parental consent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend consent email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const form = await screen.findByRole('form', { name: 'Edit profile' }, LAZY);
    const name = within(form).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'M');
    const bio = within(form).getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(form).getByText('Bio must be at least 10 characters')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a name with contact details next to the name', async () => {
    // The server screens names (decision 0062); the form does not load the screening engine.
    const details = [{ path: 'body.name', message: NAME_CONTACT_DETAILS }];
    const body = { error: { code: 'VALIDATION_FAILED', message: NAME_CONTACT_DETAILS, details } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithRouter(<ProfileView profile={own} isOwner />);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const form = await screen.findByRole('form', { name: 'Edit profile' }, LAZY);
    const name = within(form).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Maya snap maya_22');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(NAME_CONTACT_DETAILS));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });

  it('lets the owner turn message emails off in the edit form, as stored', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProfileView profile={{ ...own, messageEmails: false }} isOwner />);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const box = await screen.findByRole<HTMLInputElement>(
      'checkbox',
      { name: NOTIFICATION_TEXTS.messageEmailsLabel },
      LAZY,
    );
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('adds skills with Enter or Add, ignoring blanks and duplicates', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProfileView profile={own} isOwner />);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const input = await screen.findByLabelText('Skills', {}, LAZY);
    await user.type(input, '  React  {Enter}');
    await user.type(input, 'figma{Enter}');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(input, 'Video editing');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Added skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Logo design', 'Figma', 'React', 'Video editing']);
  });
});
