CREATE TABLE "staff_notices" (
	"kind" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
