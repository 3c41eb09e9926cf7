import { Link } from 'react-router';
import { Page, ProseSection } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

const QUESTIONS = [
  {
    question: 'How old do I have to be?',
    answer:
      'You must be at least 13 to join. Sellers under 18 need a parent or guardian to give consent by email before their gigs go public.',
  },
  {
    question: 'How do I start selling?',
    answer:
      'Join as a freelancer, complete your profile and create a gig describing what you offer, your price and your delivery time.',
  },
  {
    question: 'How do payments work?',
    answer:
      'Buyers pay the gig price plus a 4% platform fee at checkout. Card numbers are never stored by TeenFreelance.',
  },
  {
    question: 'What can I do if something goes wrong with an order?',
    answer:
      'Message the seller first and ask for a revision. If that doesn’t solve it, read our Refund Policy and contact us.',
  },
  {
    question: 'Someone made me uncomfortable. What should I do?',
    answer:
      'Use Report and Block on their profile or in the conversation. Our team reviews every report. Never share personal contact details.',
  },
  {
    question: 'What does Pro include?',
    answer:
      'Pro costs $19.99 per month and lets you publish up to 10 gigs instead of 2, with featured placement and priority support.',
  },
] as const;

export default function HelpRoute() {
  return (
    <Page title="Help Center" description="Answers to common questions about TeenFreelance." width="prose">
      <div className="grid gap-8">
        <ProseSection title="Frequently asked questions">
          <div className="grid gap-3">
            {QUESTIONS.map(({ question, answer }) => (
              <details key={question} className="rounded-lg border p-4 open:bg-muted">
                <summary className="cursor-pointer font-medium">{question}</summary>
                <p className="mt-2 text-muted-foreground">{answer}</p>
              </details>
            ))}
          </div>
        </ProseSection>
        <ProseSection title="More to read">
          <ul>
            <li>
              <Link to={paths.howItWorks.getHref()}>How It Works</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.refundPolicy.getHref()}>Refund Policy</Link>
            </li>
          </ul>
        </ProseSection>
      </div>
    </Page>
  );
}
