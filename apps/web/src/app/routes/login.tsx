import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { GoogleSignInButton } from '../../features/accounts/auth/components/google-sign-in-button.tsx';
import { LoginForm } from '../../features/accounts/auth/components/login-form.tsx';

export default function LoginRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Welcome back</h1>
          <CardDescription>Log in to your TeenFreelance account</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <GoogleSignInButton />
          <LoginForm />
        </CardContent>
      </Card>
    </div>
  );
}
