import { defineLabels } from '../define-module.ts';

export const widgetsLabels = defineLabels(
  { resources: { widgets: 'Widgets' }, fields: { widgetColour: 'Colour' }, menu: { widgets: 'Widgets' } },
  {
    ar: { resources: { widgets: 'أدوات' }, fields: { widgetColour: 'اللون' }, menu: { widgets: 'أدوات' } },
    de: { resources: { widgets: 'Widgets' }, fields: { widgetColour: 'Farbe' }, menu: { widgets: 'Widgets' } },
    es: { resources: { widgets: 'Widgets' }, fields: { widgetColour: 'Color' }, menu: { widgets: 'Widgets' } },
    tr: { resources: { widgets: 'Araçlar' }, fields: { widgetColour: 'Renk' }, menu: { widgets: 'Araçlar' } },
  },
);
