import { SAFETY_TEXTS, type BlockState } from '@teenfreelance/contracts/safety';
import { Ban } from 'lucide-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useBlockState } from '../api/get-block-state.ts';
import { useSetBlock } from '../api/set-block.ts';

interface BlockButtonProps {
  userId: string;
  name: string;
  size?: ButtonSize;
  /** After blocking or unblocking: the page refreshes what depends on it (the conversations). */
  onChanged?: (state: BlockState) => void;
}

/**
 * 'Block' (after a yes in a dialog) or 'Unblock', from whether the signed-in
 * user blocked this person. For signed-in users on someone else's page only.
 */
export function BlockButton({ userId, name, size = 'sm', onChanged }: BlockButtonProps) {
  const state = useBlockState(userId);
  const mutation = useSetBlock(onChanged);
  const onError = (error: unknown) => toast.error(errorMessage(error, 'Something went wrong. Please try again.'));

  if (state.data?.blocked) {
    return (
      <Button
        variant="outline"
        size={size}
        aria-label={`${SAFETY_TEXTS.unblock} ${name}`}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { userId, blocked: false },
            { onSuccess: () => toast.success(SAFETY_TEXTS.unblocked(name)), onError },
          )
        }
      >
        <Ban aria-hidden="true" />
        {SAFETY_TEXTS.unblock}
      </Button>
    );
  }

  if (!state.isSuccess) {
    // Unknown yet (or not known): nothing to toggle.
    return (
      <Button variant="outline" size={size} aria-label={`${SAFETY_TEXTS.block} ${name}`} disabled>
        <Ban aria-hidden="true" />
        {SAFETY_TEXTS.block}
      </Button>
    );
  }

  return (
    <ConfirmButton
      label={SAFETY_TEXTS.block}
      aria-label={`${SAFETY_TEXTS.block} ${name}`}
      title={SAFETY_TEXTS.blockTitle(name)}
      question={SAFETY_TEXTS.blockQuestion}
      pendingLabel={`${SAFETY_TEXTS.block}...`}
      isPending={mutation.isPending}
      variant="outline"
      confirmVariant="destructive"
      size={size}
      icon={<Ban aria-hidden="true" />}
      onConfirm={(close) =>
        mutation.mutate(
          { userId, blocked: true },
          {
            onSuccess: () => {
              toast.success(SAFETY_TEXTS.blocked(name));
              close();
            },
            onError,
          },
        )
      }
    />
  );
}
