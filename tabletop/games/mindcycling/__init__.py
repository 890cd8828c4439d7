"""Mind Cycling: a road-cycling stage where teams ride flat, sprint and mountain strips for medals
(or one team alone, against its best score)."""
