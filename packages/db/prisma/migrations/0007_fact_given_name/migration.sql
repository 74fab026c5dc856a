-- A person subject's first name, keyed: the fact writer finds the one full name a first name alone stands for
-- ("Hi Ingrid" in one letter, "To: Ingrid Halvorsen" in another; apps/memory/src/fact-writer.ts).
-- AlterTable
ALTER TABLE "facts" ADD COLUMN     "given_hmac" TEXT;

-- CreateIndex
CREATE INDEX "facts_tenant_id_namespace_id_given_hmac_idx" ON "facts"("tenant_id", "namespace_id", "given_hmac");
