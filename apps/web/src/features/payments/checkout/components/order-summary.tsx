import { CHECKOUT_TEXTS, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { formatMoney } from '@teenfreelance/contracts/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t pt-3 font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** What the buyer is about to pay, as the server computed it (the page shows, the server charges). */
export function OrderSummary({ quote }: { quote: CheckoutQuote }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{CHECKOUT_TEXTS.summary}</CardTitle>
        <p className="font-medium">{quote.item.title}</p>
        <p className="text-2xl font-bold">{formatMoney(quote.totalCents)}</p>
        <CardDescription>{CHECKOUT_TEXTS.feeNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <Row label={CHECKOUT_TEXTS.service} value={quote.item.title} />
          <Row label={CHECKOUT_TEXTS.seller} value={quote.seller.name} />
          <Row label={CHECKOUT_TEXTS.subtotal} value={formatMoney(quote.subtotalCents)} />
          <Row label={CHECKOUT_TEXTS.platformFee} value={formatMoney(quote.feeCents)} />
          <Row label={CHECKOUT_TEXTS.total} value={formatMoney(quote.totalCents)} strong />
        </dl>
      </CardContent>
    </Card>
  );
}
