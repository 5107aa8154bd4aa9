import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ApiIcon from '@mui/icons-material/Api';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BadgeIcon from '@mui/icons-material/Badge';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BalanceIcon from '@mui/icons-material/Balance';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CastIcon from '@mui/icons-material/Cast';
import CategoryIcon from '@mui/icons-material/Category';
import ClassIcon from '@mui/icons-material/Class';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FaceIcon from '@mui/icons-material/Face';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ForumIcon from '@mui/icons-material/Forum';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GavelIcon from '@mui/icons-material/Gavel';
import GradeIcon from '@mui/icons-material/Grade';
import GridOnIcon from '@mui/icons-material/GridOn';
import GroupIcon from '@mui/icons-material/Group';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import KeyIcon from '@mui/icons-material/Key';
import LaunchIcon from '@mui/icons-material/Launch';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import HotelIcon from '@mui/icons-material/Hotel';
import BedIcon from '@mui/icons-material/Bed';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NumbersIcon from '@mui/icons-material/Numbers';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QuizIcon from '@mui/icons-material/Quiz';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import StairsIcon from '@mui/icons-material/Stairs';
import StorageIcon from '@mui/icons-material/Storage';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import TuneIcon from '@mui/icons-material/Tune';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The menu icons the server names (the contract's default menus). A fixed set keeps the other
 * thousands of icons out of the bundle; an unknown name gets a neutral icon.
 */
const icons: Record<string, SvgIconComponent> = {
  AccountBalance: AccountBalanceIcon,
  AccountCircle: AccountCircleIcon,
  AccountTree: AccountTreeIcon,
  Apartment: ApartmentIcon,
  Api: ApiIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  AutoStories: AutoStoriesIcon,
  Badge: BadgeIcon,
  BadgeOutlined: BadgeOutlinedIcon,
  Balance: BalanceIcon,
  Business: BusinessIcon,
  CalendarMonth: CalendarMonthIcon,
  Cast: CastIcon,
  Category: CategoryIcon,
  Class: ClassIcon,
  Cloud: CloudIcon,
  Code: CodeIcon,
  Dashboard: DashboardIcon,
  DeleteSweep: DeleteSweepIcon,
  Description: DescriptionIcon,
  DirectionsBus: DirectionsBusIcon,
  DynamicFeed: DynamicFeedIcon,
  DynamicForm: DynamicFormIcon,
  EmojiPeople: EmojiPeopleIcon,
  EventNote: EventNoteIcon,
  EventRepeat: EventRepeatIcon,
  Face: FaceIcon,
  FactCheck: FactCheckIcon,
  Folder: FolderIcon,
  FolderOpen: FolderOpenIcon,
  Forum: ForumIcon,
  ForwardToInbox: ForwardToInboxIcon,
  Gavel: GavelIcon,
  Grade: GradeIcon,
  GridOn: GridOnIcon,
  Group: GroupIcon,
  Groups: GroupsIcon,
  HelpOutline: HelpOutlined,
  History: HistoryIcon,
  Home: HomeIcon,
  HowToReg: HowToRegIcon,
  Insights: InsightsIcon,
  Inventory: InventoryIcon,
  Key: KeyIcon,
  Launch: LaunchIcon,
  Leaderboard: LeaderboardIcon,
  ListAlt: ListAltIcon,
  // Dormitories (issue 33, part 5).
  Hotel: HotelIcon,
  Bed: BedIcon,
  Checklist: ChecklistIcon,
  MeetingRoom: MeetingRoomIcon,
  LocalHospital: LocalHospitalIcon,
  LocalOffer: LocalOfferIcon,
  Mail: MailIcon,
  ManageAccounts: ManageAccountsIcon,
  Menu: MenuIcon,
  MenuBook: MenuBookIcon,
  MenuOpen: MenuOpenIcon,
  NewReleases: NewReleasesIcon,
  Numbers: NumbersIcon,
  OndemandVideo: OndemandVideoIcon,
  Payment: PaymentIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Person: PersonIcon,
  PersonAdd: PersonAddIcon,
  Quiz: QuizIcon,
  Receipt: ReceiptIcon,
  ReceiptLong: ReceiptLongIcon,
  School: SchoolIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  Sms: SmsIcon,
  Stairs: StairsIcon,
  Storage: StorageIcon,
  Storefront: StorefrontIcon,
  SupervisorAccount: SupervisorAccountIcon,
  Tune: TuneIcon,
  VideoCall: VideoCallIcon,
  VolunteerActivism: VolunteerActivismIcon,
  WorkspacePremium: WorkspacePremiumIcon,
};

/** `people_alt`, `PeopleAlt` and `PeopleAltIcon` all name the same icon. */
const iconKey = (name: string): string =>
  name
    .replace(/Icon$/, '')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Whether a menu's icon name is one this app draws (else the entry shows a chevron). */
export const isKnownIcon = (name: string): boolean => icons[iconKey(name)] !== undefined;

export const MenuEntryIcon = ({ name }: { name: string | null }) => {
  const Icon = (name ? icons[iconKey(name)] : undefined) ?? ChevronRight;
  return <Icon fontSize="small" />;
};
