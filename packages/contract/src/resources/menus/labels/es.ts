import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    menus: 'Menús',
  },
  menu: {
    school_menus: 'Menús de la escuela',
  },
  ui: {
    menus: {
      add: 'Añadir menú',
      edit: 'Editar menú',
      add_child: 'Añadir un menú debajo de este',
      move_up: 'Subir',
      move_down: 'Bajar',
      moving: 'Moviendo el menú…',
      move_error: 'No se pudo mover el menú.',
      delete_error: 'No se pudo eliminar el menú.',
      add_error: 'No se pudo añadir el menú.',
      update_error: 'No se pudo actualizar el menú.',
      added: '¡El menú se ha añadido correctamente!',
      updated: 'El menú se ha actualizado.',
      sync: 'Sincronizar desde los menús globales',
      sync_intro: 'Los menús de este centro para este público se sustituirán por los menús globales. ¿Continuar?',
      synced: 'Los menús se han sincronizado desde los menús globales.',
      sync_error: 'No se pudieron sincronizar los menús.',
      copy: 'Copiar a otros centros',
      copy_intro: 'Copiar los menús de {{audience}} de este centro a:',
      copy_choose: 'Elija al menos un centro.',
      copied: 'Los menús se han copiado.',
      copy_error: 'No se pudieron copiar los menús.',
      top_level: 'Nivel superior',
      empty: 'Todavía no hay menús para este público.',
      load_error: 'No se pudieron cargar los menús.',
      // the tree editor: drag and drop and its keyboard alternative
      move_in: 'Mover dentro de la entrada de arriba',
      move_out: 'Sacar de su entrada superior',
      drag: 'Arrastrar para mover',
      moved: 'El menú se ha movido.',
      drag_hint:
        'Arrastre una entrada por su asa: suéltela cerca del borde superior o inferior de otra entrada para ponerla antes o después de ella, o en su centro para ponerla dentro. Sin ratón, use los cuatro botones de mover de cada entrada.',
      drop_inside: 'Suelte para ponerla dentro de {{name}}',
      expand: 'Mostrar las entradas de debajo',
      collapse: 'Ocultar las entradas de debajo',
      expand_all: 'Mostrar todo',
      collapse_all: 'Ocultar todo',
    },
  },
};
