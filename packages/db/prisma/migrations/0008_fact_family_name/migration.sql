-- A person subject's surname, keyed: the fact writer finds the one full name a title and surname alone stand for
-- ("Dear Mr Nair" in one letter, "Holder: Arjun Nair" in another; apps/memory/src/fact-writer.ts).
-- AlterTable
ALTER TABLE "facts" ADD COLUMN     "family_hmac" TEXT;

-- CreateIndex
CREATE INDEX "facts_tenant_id_namespace_id_family_hmac_idx" ON "facts"("tenant_id", "namespace_id", "family_hmac");
