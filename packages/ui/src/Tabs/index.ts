export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps, TabsActivation, TabsOrientation } from './Tabs';
