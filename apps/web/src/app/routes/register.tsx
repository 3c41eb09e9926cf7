import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { GoogleSignInButton } from '../../features/accounts/auth/components/google-sign-in-button.tsx';
import { RegisterForm } from '../../features/accounts/auth/components/register-form.tsx';

export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  // role=buyer preselects buyer; anything else starts as freelancer (the spec's rule).
  const initialRole = searchParams.get('role') === 'buyer' ? 'buyer' : 'freelancer';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Create your account</h1>
          <CardDescription>Join TeenFreelance to sell your skills or hire talented teens</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <GoogleSignInButton label="Sign up with Google" />
          <RegisterForm key={initialRole} initialRole={initialRole} />
        </CardContent>
      </Card>
    </div>
  );
}
