import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import SchoolIcon from '@mui/icons-material/School';
import type { SchoolNode } from '../../api/organization.ts';

/** Headquarters, campus and school each have their own icon in the tree and the chart. */
export const SchoolTypeIcon = ({
  type,
  fontSize = 'medium',
}: {
  type: SchoolNode['type'];
  fontSize?: 'small' | 'medium';
}) =>
  type === 'headquarters' ? (
    <AccountBalanceIcon fontSize={fontSize} color="primary" />
  ) : type === 'campus' ? (
    <ApartmentIcon fontSize={fontSize} color="secondary" />
  ) : (
    <SchoolIcon fontSize={fontSize} color="action" />
  );

/** What may be added under a node: campuses under a headquarters; schools under a headquarters or campus. */
export const childKinds = (type: SchoolNode['type']): ('campuses' | 'schools')[] =>
  type === 'headquarters' ? ['campuses', 'schools'] : type === 'campus' ? ['schools'] : [];
