CREATE TABLE "partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_verification" text NOT NULL,
	"jwks_url" text,
	"email_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
