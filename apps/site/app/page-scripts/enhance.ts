import { enhanceMobileMenus, revealAllOnView, startCursorFollower } from '@agency/ui/enhance';

revealAllOnView();
enhanceMobileMenus();
startCursorFollower();
