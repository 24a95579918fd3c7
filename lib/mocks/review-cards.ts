/** The drills' item id of the review card for a missed check: `mock-<script>-<node>-<check>`. */
export const reviewCardId = (scriptId: string, nodeId: string, checkId: string) => `mock-${scriptId}-${nodeId}-${checkId}`;
