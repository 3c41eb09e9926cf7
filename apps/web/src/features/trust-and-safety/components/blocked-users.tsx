import { SAFETY_TEXTS, type BlockState } from '@teenfreelance/contracts/safety';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { useSetBlock } from '../api/set-block.ts';

function UnblockButton({
  userId,
  name,
  onChanged,
}: {
  userId: string;
  name: string;
  onChanged?: BlockedUsersProps['onChanged'];
}) {
  const mutation = useSetBlock(onChanged);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${SAFETY_TEXTS.unblock} ${name}`}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { userId, blocked: false },
          {
            onSuccess: () => toast.success(SAFETY_TEXTS.unblocked(name)),
            onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
          },
        )
      }
    >
      {SAFETY_TEXTS.unblock}
    </Button>
  );
}

interface BlockedUsersProps {
  /** After an unblock: the page refreshes what depends on it (the conversations). */
  onChanged?: (state: BlockState) => void;
}

/** The signed-in user's 'Blocked users', newest first, each with Unblock. */
export function BlockedUsers({ onChanged }: BlockedUsersProps) {
  const blocks = useBlocks();
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <section aria-labelledby="blocked-users" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="blocked-users" className="text-lg font-semibold">
              Blocked users
            </h2>
            <p className="text-sm text-muted-foreground">{SAFETY_TEXTS.blockQuestion}</p>
          </div>
          {blocks.isPending ? (
            <div role="status" className="grid gap-2">
              <span className="sr-only">Loading blocked users...</span>
              <Skeleton className="h-10 w-full" />
            </div>
          ) : blocks.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p>Could not load the people you blocked.</p>
              <Button variant="outline" size="sm" onClick={() => void blocks.refetch()}>
                Retry
              </Button>
            </div>
          ) : blocks.data.blocks.length === 0 ? (
            <p className="text-sm text-muted-foreground">You haven't blocked anyone.</p>
          ) : (
            <ul className="grid gap-3">
              {blocks.data.blocks.map(({ user }) => (
                <li key={user.id} className="flex items-center gap-3">
                  <Avatar name={user.name} src={user.avatarUrl} size="sm" />
                  <span className="min-w-0 flex-1 truncate font-medium">{user.name}</span>
                  <UnblockButton userId={user.id} name={user.name} onChanged={onChanged} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
