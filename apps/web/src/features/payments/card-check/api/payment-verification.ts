import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_VERIFICATION_PATH,
  type CardCheckInput,
  type PaymentVerification,
} from '@teenfreelance/contracts/card-check';
import { api } from '../../../../lib/api-client.ts';

/** The query keys of the signed-in user's payment verification. */
export const paymentVerificationKeys = { mine: () => ['payment-verification'] as const };

/** `GET /api/me/payment-verification`: whether and when the user passed the $0 card check. */
export function usePaymentVerification() {
  return useQuery({
    queryKey: paymentVerificationKeys.mine(),
    queryFn: ({ signal }) => api.get<PaymentVerification>(PAYMENT_VERIFICATION_PATH, signal),
  });
}

/** `POST /api/me/payment-verification`: the $0 card check. */
export function useVerifyPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardCheckInput) => api.post<PaymentVerification>(PAYMENT_VERIFICATION_PATH, input),
    onSuccess: (answer) => queryClient.setQueryData(paymentVerificationKeys.mine(), answer),
  });
}
