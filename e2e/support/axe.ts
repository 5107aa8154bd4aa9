/**
 * axe-core over the page as it stands: the violations of impact 'serious' or 'critical' (the
 * ones that block a screen-reader or keyboard user), formatted for an assertion message.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFindings {
  /** How many blocking violations (rules) were found. */
  count: number;
  /** One paragraph per violation, with up to five of its nodes. */
  report: string;
  /** Whether axe ran any rule at all (a scan of an empty page passes nothing). */
  ran: boolean;
}

export const blockingViolations = async (page: Page, include?: string): Promise<AxeFindings> => {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking
    .map((violation) =>
      [
        `- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
        ...(violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : []),
      ].join('\n'),
    )
    .join('\n');
  return { count: blocking.length, report, ran: results.passes.length > 0 };
};
