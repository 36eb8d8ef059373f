/**
 * Build-time icon data: maps the icon names used in @agency/content (and a few UI glyphs) to the
 * shapes of the lucide icon. Loader-only: the shapes travel in the prerendered HTML and the
 * client renders them with <Icon node>, so no icon component ships in JS.
 */
import type { IconName } from '@agency/content';
import * as iCompass from 'lucide-react/icons/compass';
import * as iPenTool from 'lucide-react/icons/pen-tool';
import * as iCode2 from 'lucide-react/icons/code-xml';
import * as iCloud from 'lucide-react/icons/cloud';
import * as iBuilding2 from 'lucide-react/icons/building-complex';
import * as iCpu from 'lucide-react/icons/cpu';
import * as iTarget from 'lucide-react/icons/target';
import * as iZap from 'lucide-react/icons/zap';
import * as iShieldCheck from 'lucide-react/icons/shield-check';
import * as iHandshake from 'lucide-react/icons/handshake';
import * as iLandmark from 'lucide-react/icons/landmark';
import * as iHeartPulse from 'lucide-react/icons/heart-pulse';
import * as iShoppingCart from 'lucide-react/icons/shopping-cart';
import * as iBriefcase from 'lucide-react/icons/briefcase';
import * as iCreditCard from 'lucide-react/icons/credit-card';
import * as iSmartphone from 'lucide-react/icons/smartphone';
import * as iBuilding from 'lucide-react/icons/building';
import * as iMail from 'lucide-react/icons/mail';
import * as iPhone from 'lucide-react/icons/phone';
import * as iMapPin from 'lucide-react/icons/map-pin';
import * as iClock from 'lucide-react/icons/clock';
import * as iCrosshair from 'lucide-react/icons/crosshair';
import * as iAward from 'lucide-react/icons/award';
import * as iScale from 'lucide-react/icons/scale';
import * as iUsers from 'lucide-react/icons/users';
import * as iLightbulb from 'lucide-react/icons/lightbulb';
import * as iGlobe from 'lucide-react/icons/globe';
import * as iRocket from 'lucide-react/icons/rocket';
import * as iLineChart from 'lucide-react/icons/chart-line';
import * as iLayers from 'lucide-react/icons/layers';
import * as iPalette from 'lucide-react/icons/palette';
import * as iSparkles from 'lucide-react/icons/sparkles';
import * as iArrowRight from 'lucide-react/icons/arrow-right';
import * as iCalendarDays from 'lucide-react/icons/calendar-days';
import * as iCheck from 'lucide-react/icons/check';
import type { IconNode } from './types';

/** Glyphs the pages use besides the content's icons. */
type UiIconName = 'ArrowRight' | 'CalendarDays' | 'Check';

type LucideModule = {
  readonly __iconData?: { readonly node: readonly (readonly [string, Record<string, string>])[] };
};

const modules: Record<IconName | UiIconName, unknown> = {
  Compass: iCompass,
  PenTool: iPenTool,
  Code2: iCode2,
  Cloud: iCloud,
  Building2: iBuilding2,
  Cpu: iCpu,
  Target: iTarget,
  Zap: iZap,
  ShieldCheck: iShieldCheck,
  Handshake: iHandshake,
  Landmark: iLandmark,
  HeartPulse: iHeartPulse,
  ShoppingCart: iShoppingCart,
  Briefcase: iBriefcase,
  CreditCard: iCreditCard,
  Smartphone: iSmartphone,
  Building: iBuilding,
  Mail: iMail,
  Phone: iPhone,
  MapPin: iMapPin,
  Clock: iClock,
  Crosshair: iCrosshair,
  Award: iAward,
  Scale: iScale,
  Users: iUsers,
  Lightbulb: iLightbulb,
  Globe: iGlobe,
  Rocket: iRocket,
  LineChart: iLineChart,
  Layers: iLayers,
  Palette: iPalette,
  Sparkles: iSparkles,
  ArrowRight: iArrowRight,
  CalendarDays: iCalendarDays,
  Check: iCheck,
};

/** The shapes of an icon, without React keys, ready to serialise into loader data. */
export function iconNode(name: IconName | UiIconName): IconNode {
  const data = (modules[name] as LucideModule).__iconData;
  if (!data) throw new Error(`Icon "${name}" has no icon data`);
  return data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs] as const);
}
