import { DEDICATED_20A_MINIMUM } from '../compliance/requirements.ts';
import { EV_CHARGER_POWER_W } from '../installation/installation.schema.ts';
import { DEFAULT_EV_VARIANT, EV_CIRCUITS } from './breaker-tables.ts';
import {
  type Circuit,
  type CircuitKind,
  HEATING_WATTS_PER_M2,
  MAX_KITCHEN_SOCKETS_PER_CIRCUIT,
  MAX_LIGHTING_POINTS_PER_CIRCUIT,
  MAX_SOCKETS_PER_CIRCUIT,
} from './circuit.ts';
import type { DimensioningInput } from './dimensioning-input.ts';
import { fr, listNames, plural, watts } from './note-text.ts';

/**
 * The notes each circuit row adds to the board's installation notes (CircuitRow.note): what was
 * planned and why, in French, as the electrician reads them on step 7 and in the devis.
 */

/** What every note builder reads: the project and its planned circuits. */
export interface NoteContext {
  input: DimensioningInput;
  /** The planned circuits of a kind, in the board's order. */
  of(kind: CircuitKind): readonly Circuit[];
  /** A renovation of some rooms: the dwelling's rules are advice there, as in the compliance check. */
  partial: boolean;
}

export type NoteBuilder = (context: NoteContext) => string[];

const pointsOf = (circuits: readonly Circuit[]) => circuits.reduce((sum, c) => sum + c.points, 0);

/** 'la norme impose', or for a renovation of some rooms what the rest of the dwelling should have. */
function imposes(context: NoteContext): string {
  return context.partial
    ? 'rénovation de pièces\u00a0: à vérifier dans le reste du logement, la norme y impose'
    : 'la norme impose';
}

export const lightingNote: NoteBuilder = ({ of }) => {
  const lighting = of('lighting');
  if (lighting.length === 0) return [];
  return [
    `Éclairage\u00a0: ${plural(pointsOf(lighting), 'point lumineux', 'points lumineux')} sur ${plural(lighting.length, 'circuit', 'circuits')} (${lighting.map((c) => c.points).join(' + ')}) en 1,5\u00a0mm² protégés par disjoncteur 10\u00a0A\u202f; ${MAX_LIGHTING_POINTS_PER_CIRCUIT} points maximum par circuit, et au moins 2 circuits dès 2 pièces principales.`,
  ];
};

/** The socket circuits, then each kitchen's own: how the socles were shared between them. */
export const socketNotes: NoteBuilder = ({ of }) => {
  const sockets = of('sockets');
  const notes =
    sockets.length > 0
      ? [
          `Prises de courant\u00a0: ${plural(pointsOf(sockets), 'socle', 'socles')} sur ${plural(sockets.length, 'circuit', 'circuits')} (${sockets.map((c) => c.points).join(' + ')}) en 2,5\u00a0mm² / 20\u00a0A, ${MAX_SOCKETS_PER_CIRCUIT} socles maximum par circuit (8 en 1,5\u00a0mm² / 16\u00a0A). Une prise double compte pour 2 socles.`,
        ]
      : [];
  for (const kitchen of of('kitchenSockets')) {
    notes.push(
      `Cuisine (${listNames(kitchen.rooms)})\u00a0: ${plural(kitchen.points, 'socle', 'socles')} sur un circuit dédié 20\u00a0A / 2,5\u00a0mm² (${MAX_KITCHEN_SOCKETS_PER_CIRCUIT} maximum, rien d’autre sur ce circuit)\u202f; les prises supplémentaires et la prise hotte sont sur les circuits de prises.`,
    );
  }
  return notes;
};

/** Said even without a cooking plate: the norm asks for its circuit. */
export const cookingNote: NoteBuilder = (context) => {
  const cooking = context.of('cooking');
  return [
    cooking.length > 0
      ? `Cuisson\u00a0: ${plural(cooking.length, 'circuit', 'circuits')} 32\u00a0A en 6\u00a0mm² pour la plaque de cuisson (sortie de câble ou prise 32\u00a0A), sous interrupteur différentiel de type A.`
      : `Cuisson\u00a0: aucune prise plaque n’est prévue\u202f; ${imposes(context)} un circuit 32\u00a0A / 6\u00a0mm² dans le logement.`,
  ];
};

/** Said always: below the norm's minimum it asks for more. */
export const dedicatedNote: NoteBuilder = (context) => {
  const dedicated = context.of('dedicated').length;
  return [
    dedicated >= DEDICATED_20A_MINIMUM
      ? `Circuits spécialisés\u00a0: ${dedicated} circuits 20\u00a0A / 2,5\u00a0mm², un appareil par circuit (lave-linge, lave-vaisselle, four, sèche-linge…).`
      : `Circuits spécialisés\u00a0: ${dedicated} prévu${dedicated > 1 ? 's' : ''}\u202f; ${imposes(context).replace(/impose$/, 'en impose')} au moins ${DEDICATED_20A_MINIMUM} (20\u00a0A / 2,5\u00a0mm², un appareil par circuit)${context.partial ? '.' : ' — à compléter dans les équipements.'}`,
  ];
};

/** The water heater and its control circuit, with a tank size from the number of people. */
export const waterHeaterNote: NoteBuilder = ({ of, input }) => {
  if (of('waterHeater').length === 0) return [];
  const people = input.numberOfPeople ?? input.options?.ecs?.nombrePersonnes ?? null;
  const volume =
    people && people > 0
      ? ` Capacité indicative du ballon\u00a0: environ 50\u00a0L par personne, soit ${[100, 150, 200, 250, 300].find((v) => v >= people * 50) ?? 300}\u00a0L pour ${plural(people, 'personne', 'personnes')}.`
      : '';
  return [
    `Chauffe-eau\u00a0: circuit spécialisé 20\u00a0A / 2,5\u00a0mm² et circuit de commande 2\u00a0A / 1,5\u00a0mm² pour le contacteur heures creuses (1 module), tous deux sous le même interrupteur différentiel.${volume}`,
  ];
};

export const instantWaterHeaterNote: NoteBuilder = ({ of }) =>
  of('instantWaterHeater').length > 0
    ? [
        'Chauffe-eau instantané\u00a0: circuit 32\u00a0A / 6\u00a0mm² prévu par défaut\u202f; à adapter à la puissance indiquée par le fabricant (souvent 6 à 12\u00a0kW).',
      ]
    : [];

/**
 * The heating under its RCD: emitters (wall and floor) with where their power comes from, each towel
 * dryer, then the pilot-wire programmer.
 */
export const heatingNotes: NoteBuilder = ({ of }) => {
  const notes: string[] = [];
  const heating = [...of('heating'), ...of('floorHeating')];
  if (heating.length > 0) {
    const detail = heating.map(
      (c) =>
        `${listNames(c.rooms)} ${watts(c.watts ?? 0)}\u00a0W${c.estimated ? ' (estimé)' : ''} → ${c.rating}\u00a0A / ${fr(c.section)}\u00a0mm²`,
    );
    const estimated = heating.filter((c) => c.estimated).length;
    const source =
      estimated === 0
        ? 'puissance des émetteurs saisie par pièce'
        : estimated === heating.length
          ? `puissance estimée à ${HEATING_WATTS_PER_M2}\u00a0W/m² faute d’étude thermique (saisissez la puissance des émetteurs par pièce dans « Installation électrique »)`
          : `puissance des émetteurs saisie, estimée à ${HEATING_WATTS_PER_M2}\u00a0W/m² pour les pièces sans saisie`;
    notes.push(
      `Chauffage électrique\u00a0: ${source}, un circuit par pièce selon le tableau 2\u202f250\u00a0W/10\u00a0A, 3\u202f500\u00a0W/16\u00a0A, 4\u202f500\u00a0W/20\u00a0A, 5\u202f750\u00a0W/25\u00a0A, 7\u202f250\u00a0W/32\u00a0A (plancher chauffant\u00a0: 1\u202f700\u00a0W/16\u00a0A … 7\u202f500\u00a0W/40\u00a0A)\u00a0: ${detail.join('\u202f; ')}. Fil pilote sous le même différentiel.`,
    );
  }
  for (const dryer of of('towelDryer')) {
    notes.push(
      `Sèche-serviettes (${listNames(dryer.rooms)})\u00a0: ${watts(dryer.watts ?? 0)}\u00a0W sur un circuit dédié ${dryer.rating}\u00a0A / ${fr(dryer.section)}\u00a0mm², avec les circuits de chauffage (hors volumes 0 à 2 de la salle d’eau, NF C 15-100-7-701).`,
    );
  }
  const pilot = of('pilotWire')[0];
  if (pilot) {
    notes.push(
      `Fil pilote\u00a0: ${plural(pilot.points, 'zone', 'zones')} de chauffage commandée${pilot.points > 1 ? 's' : ''} par un programmateur sur circuit 2\u00a0A / 1,5\u00a0mm², sous le différentiel du chauffage.`,
    );
  }
  return notes;
};

/** One note for the heat pump's outdoor unit and the air conditioner (the same kind of drive). */
export const heatPumpNote: NoteBuilder = ({ of, input }) => {
  if (of('heatPump').length === 0 && of('airConditioning').length === 0) return [];
  const entered = input.installation?.heatPump?.outdoorUnitRating;
  const pac = of('heatPump')[0];
  const sizing =
    entered != null && pac
      ? `circuit de l’unité extérieure ${pac.rating}\u00a0A / ${fr(pac.section)}\u00a0mm² (calibre de la notice saisi)`
      : 'circuit dédié 20\u00a0A / 2,5\u00a0mm² par défaut, à adapter à la notice du fabricant';
  return [
    `Pompe à chaleur / climatisation\u00a0: ${sizing}\u202f; interrupteur différentiel de type F (variateur de vitesse, série 2024\u202f; prix à confirmer) et parafoudre recommandé pour protéger l’électronique de l’unité.`,
  ];
};

export const heatPumpBackupNote: NoteBuilder = ({ of }) => {
  const backup = of('heatPumpBackup');
  if (backup.length === 0) return [];
  return [
    `Appoint électrique de la pompe à chaleur\u00a0: ${backup.map((c) => `${watts(c.watts ?? 0)}\u00a0W → ${c.rating}\u00a0A / ${fr(c.section)}\u00a0mm²`).join('\u202f; ')} selon le tableau du chauffage, sous le différentiel du chauffage.`,
  ];
};

/** A builder saying `text` when the board has a circuit of one of `kinds`. */
export function fixedNote(kinds: readonly CircuitKind[], text: string): NoteBuilder {
  return ({ of }) => (kinds.some((kind) => of(kind).length > 0) ? [text] : []);
}

/** The charger variant's circuit, RCD and installer. */
export const evNote: NoteBuilder = ({ of, input }) => {
  if (of('ev').length === 0) return [];
  const variant = input.installation?.evCharger ?? DEFAULT_EV_VARIANT;
  const ev = EV_CIRCUITS[variant];
  if (variant === 'prise_renforcee')
    return [
      'Prise renforcée (3,7\u00a0kW, 16\u00a0A en charge)\u00a0: circuit dédié 20\u00a0A / 2,5\u00a0mm², sous son propre différentiel 30\u00a0mA de type A (NF C 15-100-7-722).',
    ];
  if (variant === 'wallbox_7kw')
    return [
      'Borne de recharge (IRVE)\u00a0: circuit dédié 40\u00a0A / 10\u00a0mm² pour une borne 7,4\u00a0kW monophasée (32\u00a0A en charge), sous son propre différentiel 30\u00a0mA de type A minimum (NF C 15-100-7-722)\u202f; 32\u00a0A / 6\u00a0mm² possible si la notice de la borne l’admet et si la longueur est courte. Installation par un installateur qualifié IRVE au-delà de 3,7\u00a0kW.',
    ];
  return [
    `Borne de recharge ${EV_CHARGER_POWER_W[variant] / 1000}\u00a0kW triphasée (IRVE)\u00a0: circuit dédié ${ev.rating}\u00a0A par phase, disjoncteur 3P+N, câble R2V 5G${fr(ev.section)}\u00a0mm², sous son propre interrupteur différentiel 30\u00a0mA tétrapolaire de type A (NF C 15-100-7-722)\u202f; détection des courants continus 6\u00a0mA dans la borne, sinon différentiel de type B. Raccordement triphasé obligatoire\u202f; installateur qualifié IRVE.`,
  ];
};

export const shuttersNote: NoteBuilder = ({ of }) => {
  const shutters = of('shutters');
  if (shutters.length === 0) return [];
  return [
    `Volets roulants\u00a0: ${plural(pointsOf(shutters), 'volet', 'volets')} sur ${plural(shutters.length, 'circuit dédié', 'circuits dédiés')} 16\u00a0A / 1,5\u00a0mm² (8 volets au plus par circuit, choix de conception), commandes entre 0,90\u00a0m et 1,30\u00a0m.`,
  ];
};

/** Each outdoor circuit of `kind`: its run, section, voltage drop and how it is laid. */
export function outdoorNotes(kind: CircuitKind): NoteBuilder {
  return ({ of }) =>
    of(kind).flatMap((outdoor) => {
      const drop = outdoor.voltageDrop;
      if (!drop) return [];
      const name = outdoor.description.replace(/^Circuit /, '');
      const raised = drop.raised
        ? ` (section portée à ${fr(drop.section)}\u00a0mm² pour la chute de tension)`
        : '';
      const exceeds = drop.exceeds
        ? ` Chute de tension au-delà de la limite même en ${fr(drop.section)}\u00a0mm²\u00a0: raccourcir la liaison ou prévoir un tableau divisionnaire.`
        : '';
      return [
        `Circuit extérieur, ${name}\u00a0: ${fr(drop.run)}\u00a0m, ${outdoor.rating}\u00a0A, ${fr(drop.section)}\u00a0mm²${raised}\u202f; chute de tension ${fr(drop.dropPercent)}\u00a0% pour ${fr(drop.current)}\u00a0A (limite ${drop.limitPercent}\u00a0% ${drop.limitPercent === 3 ? 'éclairage' : 'autres usages'}, ΔU = 2 × 0,0225 × L / S × I). Câble enterré à 0,50\u00a0m au moins sous grillage avertisseur rouge, différentiel séparé des circuits intérieurs${outdoor.family === 'outdoorF' ? ', de type F (variateur de vitesse)' : ''}.${exceeds}`,
      ];
    });
}
