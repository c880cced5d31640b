CREATE TABLE "external_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"platform_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text DEFAULT '' NOT NULL,
	"remember" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"code_hash" text,
	"user_id" integer,
	"code_expires_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_sign_ins_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "external_sign_ins_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sign_ins" ADD CONSTRAINT "external_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_subject" ON "external_identities" USING btree ("platform_id","provider_id","issuer","subject");--> statement-breakpoint
CREATE INDEX "external_identities_user" ON "external_identities" USING btree ("user_id");