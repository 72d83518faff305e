ALTER TABLE "report_exports" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "report_exports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "report_exports_unfinished_idx" ON "report_exports" USING btree ("status","requested_by") WHERE "report_exports"."status" in ('pending', 'running');--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_error_check" CHECK ("report_exports"."error" is null or "report_exports"."error" in ('render_failed', 'worker_lost'));--> statement-breakpoint
-- Exports queued before the job queue lived in the memory of a server that has since stopped: they will never finish.
UPDATE "report_exports" SET "status" = 'failed', "error" = 'worker_lost', "finished_at" = now() WHERE "status" IN ('pending', 'running');
