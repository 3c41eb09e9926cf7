import { useId, useState } from 'react';
import { Briefcase, UserRound, type LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import type { SignUpRole } from '@teenfreelance/contracts/users';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import { paths } from '../../../../lib/paths.ts';

interface RoleCardProps {
  value: SignUpRole;
  title: string;
  text: string;
  icon: LucideIcon;
}

function RoleCard({ value, title, text, icon: Icon }: RoleCardProps) {
  const id = useId();
  return (
    <RadioGroup.Item
      value={value}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex items-start gap-3 rounded-lg border-2 border-border p-4 text-left transition-colors hover:border-primary/60 focus-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input"
      >
        <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
      </span>
      <span className="grid gap-1">
        <span id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </span>
        <span id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </span>
      </span>
    </RadioGroup.Item>
  );
}

interface JoinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Join TeenFreelance": pick customer or teenlancer, then go to /register?role={choice}. */
export function JoinDialog({ open, onOpenChange }: JoinDialogProps) {
  const [choice, setChoice] = useState<SignUpRole | null>(null);
  const navigate = useNavigate();

  function onCreateAccount() {
    if (!choice) return;
    onOpenChange(false);
    void navigate(paths.register.getHref(choice));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join TeenFreelance</DialogTitle>
          <DialogDescription>Select how you want to use TeenFreelance</DialogDescription>
        </DialogHeader>
        <RadioGroup.Root
          aria-label="Account type"
          value={choice ?? ''}
          onValueChange={(value) => setChoice(value === 'buyer' || value === 'freelancer' ? value : null)}
          className="grid gap-3"
        >
          <RoleCard
            value="buyer"
            title="I'm a customer"
            text="Looking to hire talent for my project"
            icon={Briefcase}
          />
          <RoleCard value="freelancer" title="I'm a teenlancer" text="Looking for work" icon={UserRound} />
        </RadioGroup.Root>
        <Button size="lg" className="w-full" disabled={!choice} onClick={onCreateAccount}>
          Create Account
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to={paths.login.getHref()} onClick={() => onOpenChange(false)} className="text-link">
            Log in
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
