-- An administrator may be linked to a card of the site's team; their chat and secure-message
-- replies keep the card they were linked to when written, and show its photo and role.
ALTER TABLE "profiles" ADD COLUMN "team_member_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sender_team_member_id" text;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD COLUMN "sender_team_member_id" text;