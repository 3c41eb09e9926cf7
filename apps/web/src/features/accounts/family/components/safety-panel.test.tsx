import { render, screen } from '@testing-library/react';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import { FAMILY_SAFETY_TEXTS as S } from '@teenfreelance/contracts/family-safety';
import { describe, expect, it } from 'vitest';
import { SafetyPanel } from './safety-panel.tsx';

const quiet = { reportsMade: [], reportsReceived: [], blocksMade: 0, blockedBy: 0, heldMessages: [] };

describe('SafetyPanel', () => {
  it('says what happened in words, by reason', () => {
    const safety = {
      ...quiet,
      reportsReceived: [{ reason: 'spam' as const, count: 2 }],
      blocksMade: 1,
      heldMessages: [{ reason: 'disguised_contact' as const, count: 1 }],
    };
    render(<SafetyPanel teen={{ safety } as unknown as FamilyTeen} />);
    expect(screen.getByText('Reports about them: Spam or scam (2)')).toBeInTheDocument();
    expect(screen.getByText('People they blocked: 1')).toBeInTheDocument();
    expect(screen.getByText('Messages to them held for review: disguised contact details (1)')).toBeInTheDocument();
  });

  it('says when nothing happened', () => {
    render(<SafetyPanel teen={{ safety: quiet } as unknown as FamilyTeen} />);
    expect(screen.getByText(S.none)).toBeInTheDocument();
  });
});
