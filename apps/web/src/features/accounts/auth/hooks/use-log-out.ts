import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import { paths } from '../../../../lib/paths.ts';
import { useSignOut } from '../api/sign-out.ts';

/** Signs out, returns to the home page and says so; a failure keeps the user where they are. */
export function useLogOut() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  function logOut() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        void navigate(paths.home.getHref());
        toast.success("You've been logged out successfully");
      },
      onError: () => {
        toast.error('Logout failed. Please try again.');
      },
    });
  }

  return { logOut, isLoggingOut: signOut.isPending };
}
