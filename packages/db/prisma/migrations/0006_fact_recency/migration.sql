-- Fact queries take the most recent facts of a workspace as candidates beside the keyword matches (memory.service.ts).
-- CreateIndex
CREATE INDEX "facts_tenant_id_valid_from_idx" ON "facts"("tenant_id", "valid_from");
