import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountTree from '@mui/icons-material/AccountTree';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Book from '@mui/icons-material/Book';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Class from '@mui/icons-material/Class';
import Code from '@mui/icons-material/Code';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import EventNote from '@mui/icons-material/EventNote';
import Folder from '@mui/icons-material/Folder';
import Gavel from '@mui/icons-material/Gavel';
import Group from '@mui/icons-material/Group';
import Home from '@mui/icons-material/Home';
import Layers from '@mui/icons-material/Layers';
import Mail from '@mui/icons-material/Mail';
import MenuBook from '@mui/icons-material/MenuBook';
import MenuIcon from '@mui/icons-material/Menu';
import Payment from '@mui/icons-material/Payment';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Public from '@mui/icons-material/Public';
import Receipt from '@mui/icons-material/Receipt';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Sms from '@mui/icons-material/Sms';
import Store from '@mui/icons-material/Store';
import VideoCall from '@mui/icons-material/VideoCall';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The menu icons the server names. A fixed set keeps every icon of the library out of the
 * bundle; an unknown name gets a neutral icon.
 */
const icons: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountTree,
  Assessment,
  Assignment,
  Badge,
  Book,
  Business,
  CalendarMonth,
  Class,
  Code,
  Dashboard,
  Description,
  DynamicFeed,
  EventNote,
  Folder,
  Gavel,
  Group,
  Home,
  Layers,
  Mail,
  Menu: MenuIcon,
  MenuBook,
  Payment,
  People,
  Person,
  Public,
  Receipt,
  School,
  Settings,
  Sms,
  Store,
  VideoCall,
};

/** `people_alt`, `PeopleAlt` and `PeopleAltIcon` all name the same icon. */
export const iconKey = (name: string): string =>
  name
    .replace(/Icon$/, '')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export const MenuEntryIcon = ({ name }: { name: string | null }) => {
  const Icon = (name ? icons[iconKey(name)] : undefined) ?? ChevronRight;
  return <Icon fontSize="small" />;
};
