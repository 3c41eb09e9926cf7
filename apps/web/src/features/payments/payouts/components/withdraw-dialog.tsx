import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@teenfreelance/contracts/money';
import { withdrawalFormSchema, type WithdrawalForm, type WithdrawalsState } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePayOnce } from '../../../../lib/use-pay-once.ts';
import { useWithdraw } from '../api/withdrawals.ts';

/** The form inside the dialog: the amount in dollars, from $10 to the available balance. */
function WithdrawForm({ state, onDone }: { state: WithdrawalsState; onDone: () => void }) {
  const withdraw = useWithdraw();
  const payOnce = usePayOnce();
  const form = useForm<WithdrawalForm>({
    resolver: zodResolver(withdrawalFormSchema(state.availableCents)),
    defaultValues: { amount: (state.availableCents / 100).toFixed(2) },
  });
  const { errors } = form.formState;

  function submit({ amount }: WithdrawalForm) {
    const input = { amountCents: Math.round(Number(amount) * 100) };
    withdraw.mutate(
      { input, idempotencyKey: payOnce.keyFor(input) },
      {
        onSuccess: () => {
          toast.success(PAYOUT_TEXTS.withdrawalRequested);
          onDone();
        },
        onError: (error) => payOnce.failed(error),
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4">
      {withdraw.isError && (
        <Alert variant="error">{errorMessage(withdraw.error, PAYOUT_TEXTS.insufficientBalance)}</Alert>
      )}
      <FormField
        label={PAYOUT_TEXTS.amount}
        error={errors.amount?.message}
        hint={PAYOUT_TEXTS.minimum(formatMoney(state.minimumCents))}
      >
        {(control) => <Input {...control} inputMode="decimal" required {...form.register('amount')} />}
      </FormField>
      {state.approvalAboveCents !== null && (
        <p className="text-sm text-muted-foreground">
          {PAYOUT_TEXTS.approvalNote(formatMoney(state.approvalAboveCents))}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {PAYOUT_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={withdraw.isPending}>
          {withdraw.isPending ? PAYOUT_TEXTS.withdrawing : PAYOUT_TEXTS.withdraw}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Withdraw': a dialog asking how much, enabled once there is a payout account and at least $10 available. */
export function WithdrawDialog({ state, hasAccount }: { state: WithdrawalsState; hasAccount: boolean }) {
  const [open, setOpen] = useState(false);
  const canWithdraw = hasAccount && state.availableCents >= state.minimumCents;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={!canWithdraw}>{PAYOUT_TEXTS.withdraw}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PAYOUT_TEXTS.withdrawHeading}</DialogTitle>
          <DialogDescription>{PAYOUT_TEXTS.available(formatMoney(state.availableCents))}</DialogDescription>
        </DialogHeader>
        {open && <WithdrawForm state={state} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
