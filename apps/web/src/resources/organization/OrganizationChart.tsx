import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useOrganization, type SchoolNode } from '../../api/organization.ts';
import { labelPlusCount } from '../../components/label-plus-count.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

const BOX = { width: 200, height: 56, gapX: 24, gapY: 64, margin: 16 };

/** One centred line of a box (its title, then its kind), in the theme's font. */
const BoxLine = ({
  x,
  y,
  color,
  size,
  weight,
  opacity,
  children,
}: {
  x: number;
  y: number;
  color: string;
  size: number;
  weight?: number;
  opacity?: number;
  children: ReactNode;
}) => {
  const theme = useTheme();
  return (
    <text
      x={x + BOX.width / 2}
      y={y}
      textAnchor="middle"
      fill={color}
      fontSize={size}
      fontWeight={weight}
      opacity={opacity}
      fontFamily={theme.typography.fontFamily}
    >
      {children}
    </text>
  );
};

interface Placed {
  node: SchoolNode;
  x: number;
  y: number;
  parent: Placed | null;
}

/**
 * A tidy tree: leaves take consecutive columns, a parent sits centred over its children. Small
 * enough to write here rather than bring a chart library for one drawing.
 */
export const layoutTree = (roots: SchoolNode[]): { placed: Placed[]; width: number; height: number } => {
  const placed: Placed[] = [];
  let column = 0;
  let depthMax = 0;
  const place = (node: SchoolNode, depth: number, parent: Placed | null): Placed => {
    depthMax = Math.max(depthMax, depth);
    const self: Placed = { node, x: 0, y: depth, parent };
    placed.push(self);
    if (node.children.length === 0) self.x = column++;
    else {
      const children = node.children.map((child) => place(child, depth + 1, self));
      self.x = ((children[0]?.x ?? 0) + (children.at(-1)?.x ?? 0)) / 2;
    }
    return self;
  };
  roots.forEach((root) => place(root, 0, null));
  const toPixels = (item: Placed) => {
    item.x = BOX.margin + item.x * (BOX.width + BOX.gapX);
    item.y = BOX.margin + item.y * (BOX.height + BOX.gapY);
  };
  placed.forEach(toPixels);
  return {
    placed,
    width: BOX.margin * 2 + Math.max(column, 1) * (BOX.width + BOX.gapX) - BOX.gapX,
    height: BOX.margin * 2 + (depthMax + 1) * (BOX.height + BOX.gapY) - BOX.gapY,
  };
};

const shorten = (text: string, max = 26) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** /organization/chart: the organization drawn as a tree; each box opens its school. */
export const OrganizationChart = () => {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const organization = useOrganization();
  const title = t('menu.organization_chart');
  const fill = {
    headquarters: theme.palette.primary.main,
    campus: theme.palette.secondary.main,
    school: theme.palette.background.paper,
  };
  const ink = {
    headquarters: theme.palette.primary.contrastText,
    campus: theme.palette.secondary.contrastText,
    school: theme.palette.text.primary,
  };
  const layout = organization.data ? layoutTree(organization.data.roots) : null;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('menu.organization'), to: '/organization' }, { label: title }]} />
      {organization.isLoading && <PageSpinner />}
      {organization.error && (
        <Alert severity="error">{errorMessage(organization.error, t('app.an_error_occurred'))}</Alert>
      )}
      {layout && (
        <Paper
          sx={{
            overflow: 'auto',
            p: 1,
            // A focused box gets a thick outline in the text colour (at least 3:1 on the page).
            '& a:focus': { outline: 'none' },
            '& a:focus-visible rect': { stroke: theme.palette.text.primary, strokeWidth: 4 },
          }}
        >
          {/* A group, not an image: an image may hold no links (WCAG 4.1.2), and each box is one. */}
          <svg
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="group"
            aria-label={title}
            style={{ display: 'block', margin: '0 auto', direction: 'ltr' }}
          >
            {layout.placed
              .filter((item) => item.parent)
              .map((item) => {
                const parent = item.parent as Placed;
                const fromX = parent.x + BOX.width / 2;
                const fromY = parent.y + BOX.height;
                const toX = item.x + BOX.width / 2;
                const midY = fromY + BOX.gapY / 2;
                return (
                  <path
                    key={`link-${item.node.id}`}
                    d={`M${fromX},${fromY} V${midY} H${toX} V${item.y}`}
                    fill="none"
                    stroke={theme.palette.divider}
                    strokeWidth={2}
                  />
                );
              })}
            {layout.placed.map(({ node, x, y }) => (
              <a
                key={node.id}
                href={`/organization/${node.id}`}
                // What the box shows (a long title cut short), then the whole title.
                aria-label={labelPlusCount(
                  [shorten(node.title), t(`ui.values.${node.type}`)],
                  shorten(node.title) === node.title ? undefined : node.title,
                )}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(`/organization/${node.id}`);
                }}
              >
                <rect
                  x={x}
                  y={y}
                  width={BOX.width}
                  height={BOX.height}
                  rx={8}
                  fill={fill[node.type]}
                  stroke={node.type === 'school' ? theme.palette.primary.main : 'none'}
                  strokeWidth={1.5}
                  opacity={node.isActive ? 1 : 0.55}
                />
                <BoxLine x={x} y={y + 24} color={ink[node.type]} size={14} weight={600}>
                  <title>{node.title}</title>
                  {shorten(node.title)}
                </BoxLine>
                {/* A space between the two lines, as in the name (text is read joined). */}{' '}
                <BoxLine x={x} y={y + 43} color={ink[node.type]} size={12} opacity={0.85}>
                  {t(`ui.values.${node.type}`)}
                </BoxLine>
              </a>
            ))}
          </svg>
        </Paper>
      )}
    </>
  );
};
