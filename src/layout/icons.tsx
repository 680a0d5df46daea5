// Menu icon names of the seed (homepage, project, table, tree, menu, role, user, dict, system, setting, monitor, api,
// todo, message, client, ip, pv, uv, document, file, code) → MUI icons, imported one by one to keep the bundle small.
import type { SvgIconComponent } from '@mui/icons-material';
import Home from '@mui/icons-material/HomeOutlined';
import Work from '@mui/icons-material/WorkOutline';
import TableChart from '@mui/icons-material/TableChartOutlined';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import MenuIcon from '@mui/icons-material/MenuOpen';
import Badge from '@mui/icons-material/BadgeOutlined';
import Person from '@mui/icons-material/PersonOutline';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Computer from '@mui/icons-material/ComputerOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Monitor from '@mui/icons-material/MonitorHeartOutlined';
import Api from '@mui/icons-material/Api';
import Checklist from '@mui/icons-material/ChecklistOutlined';
import Message from '@mui/icons-material/MessageOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Lan from '@mui/icons-material/LanOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import People from '@mui/icons-material/PeopleOutline';
import Description from '@mui/icons-material/DescriptionOutlined';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import Code from '@mui/icons-material/Code';
import Science from '@mui/icons-material/ScienceOutlined';

const ICONS: Record<string, SvgIconComponent> = {
  homepage: Home,
  project: Work,
  table: TableChart,
  tree: AccountTree,
  menu: MenuIcon,
  role: Badge,
  user: Person,
  dict: MenuBook,
  system: Computer,
  setting: Settings,
  monitor: Monitor,
  api: Api,
  todo: Checklist,
  message: Message,
  client: Groups,
  ip: Lan,
  pv: Visibility,
  uv: People,
  document: Description,
  file: InsertDriveFile,
  code: Code,
};

export function MenuIconOf({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'medium' }) {
  const Icon = (name && ICONS[name]) || Science;
  return <Icon fontSize={fontSize} />;
}
