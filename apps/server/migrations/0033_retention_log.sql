CREATE TABLE "retention_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"retention" text NOT NULL,
	"from_event" text NOT NULL,
	"method" text NOT NULL,
	"count" integer NOT NULL,
	"ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);

--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"ran_by" integer,
	"as_of" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"state" text DEFAULT 'running' NOT NULL,
	"cursor" jsonb DEFAULT '{"rule":0,"after":0}'::jsonb NOT NULL
);

--> statement-breakpoint
ALTER TABLE "retention_log" ADD CONSTRAINT "retention_log_run_id_retention_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."retention_runs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "retention_log_run_idx" ON "retention_log" USING btree ("run_id");
--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");
