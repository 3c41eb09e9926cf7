DROP INDEX "ledger_entries_transaction_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_order_idx";--> statement-breakpoint
CREATE INDEX "payments_refunded_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id","account_id","amount_cents");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id","event_kind");